import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMAND_VARIABLES } from '@kyo/contracts';
import { useTemplateTargets } from '../hooks/use-template-targets';
import { TemplateListEditor } from './template-list-editor';
import { VariablePicker } from './variable-picker';

function Responses({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  const targets = useTemplateTargets();
  return (
    <>
      <TemplateListEditor
        value={value}
        onChange={setValue}
        allowed={COMMAND_VARIABLES}
        max={10}
        target={targets}
        itemLabel={(i) => `Response ${i + 1}`}
        itemError={() => undefined}
        addLabel="Add a response"
      />
      <VariablePicker context="command" onInsert={targets.insert} />
    </>
  );
}

describe('variable insert', { timeout: 20_000 }, () => {
  it('inserts at the caret of the field last edited and leaves the caret after it', async () => {
    const user = userEvent.setup();
    render(<Responses initial={['Hello !', 'Bye']} />);
    const first = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Response 1' });
    await user.click(first);
    first.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert {user}' }));
    expect(first).toHaveValue('Hello {user}!');
    expect(first).toHaveFocus();
    expect(first.selectionStart).toBe(12);
    // Typing goes on right after the variable.
    await user.keyboard(' and friends');
    expect(first).toHaveValue('Hello {user} and friends!');
  });

  it('replaces a selection, and targets the other field once it is focused', async () => {
    const user = userEvent.setup();
    render(<Responses initial={['Hi', 'Bye NAME']} />);
    const second = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Response 2' });
    await user.click(second);
    second.setSelectionRange(4, 8);
    await user.click(screen.getByRole('button', { name: 'Insert {touser}' }));
    expect(second).toHaveValue('Bye {touser}');
    expect(screen.getByRole('textbox', { name: 'Response 1' })).toHaveValue('Hi');
  });

  it('appends to the first field before any field was focused', async () => {
    const user = userEvent.setup();
    render(<Responses initial={['Rolled ']} />);
    await user.click(screen.getByRole('button', { name: 'Insert {3}' }));
    expect(screen.getByRole('textbox', { name: 'Response 1' })).toHaveValue('Rolled {3}');
  });

  it('lists every variable with a one-line description, in Turkish too', async () => {
    const { rerender } = render(<VariablePicker context="command" onInsert={() => undefined} />);
    expect(screen.getByText('The viewer who typed the command')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Insert \{/ })).toHaveLength(
      COMMAND_VARIABLES.length,
    );
    const { i18n } = await import('../../../app/i18n');
    await i18n.changeLanguage('tr');
    rerender(<VariablePicker context="command" onInsert={() => undefined} />);
    expect(screen.getByText('Komutu yazan izleyici')).toBeVisible();
    await i18n.changeLanguage('en');
  });
});
