import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import userEvent from '@testing-library/user-event';
import { authStore } from '../../../../lib/auth-store';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { makeMe } from '../../../../test/me';
import { renderPage } from '../../test/render-page';
import { NewWidgetBuilder } from '../../components/new-widget-builder';
import { WidgetFormBody } from '../../components/widget-form-body';
import { useWidgetForm } from '../../hooks/use-widget-form';

installFakeLayout({ width: 800, height: 600 });
// jsdom measures no text: CodeMirror asks ranges for their boxes.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

/** Types into a CodeMirror editor as a streamer would (a transaction replacing the text). */
async function typeCode(testId: string, text: string) {
  const editor = await screen.findByTestId(testId, {}, { timeout: 8000 });
  await waitFor(() => expect(editor.querySelector('.cm-content')).not.toBeNull());
  const view = EditorView.findFromDOM(editor.querySelector<HTMLElement>('.cm-editor')!)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => authStore.clear());

const signIn = (id = 'owner-1') =>
  authStore.setState({ token: 'token', user: makeMe({ id, username: 'streamer' }) });

/** The builder's form for a saved widget of `ownerId`'s channel. */
function SavedForm({ ownerId }: { ownerId: string }) {
  const form = useWidgetForm('custom', { name: 'Mine', settings: { html: '<p>hi</p>' } });
  return <WidgetFormBody type="custom" form={form} onSubmit={() => {}} ownerId={ownerId} />;
}

describe('custom code widget form', { timeout: 20_000 }, () => {
  it('edits the code in a code editor with line numbers, starting from working code', async () => {
    signIn();
    renderPage(<NewWidgetBuilder type="custom" />, '/widget/custom');
    expect(screen.getByRole('heading', { name: 'Custom code', level: 1 })).toBeInTheDocument();
    const editor = await screen.findByTestId('code-editor-html', {}, { timeout: 8000 });
    await waitFor(() => expect(editor.querySelector('.cm-lineNumbers')).not.toBeNull());
    expect(editor).toHaveTextContent('{{title}}');
    await userEvent.click(screen.getByRole('tab', { name: 'JavaScript' }));
    expect(await screen.findByTestId('code-editor-js', {}, { timeout: 8000 })).toHaveTextContent(
      'onEventReceived',
    );
    // The Fields' settings are a form under the code, with their values.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Latest follower');
  });

  it('runs what is written in the editor in the preview’s frame', async () => {
    signIn();
    renderPage(<NewWidgetBuilder type="custom" />, '/widget/custom');
    await typeCode('code-editor-html', '<p id="probes">written</p>');
    const frame = await waitFor(() => {
      const found = screen.getByTestId<HTMLIFrameElement>('custom-frame');
      return found;
    });
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { kyo: 1, type: 'hello' },
          source: frame.contentWindow,
        }),
      );
    });
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'code',
        code: expect.objectContaining({ html: '<p id="probes">written</p>' }),
      }),
      '*',
    );
  });

  it('says what is wrong with Fields that are not JSON', async () => {
    signIn();
    renderPage(<NewWidgetBuilder type="custom" />, '/widget/custom');
    await userEvent.click(screen.getByRole('tab', { name: 'Fields' }));
    await typeCode('code-editor-json', '{ "title": { "type": "text", ');
    expect(await screen.findByTestId('code-error')).toHaveTextContent(
      /^Fields is not valid JSON: /,
    );
    expect(screen.getByText('The Fields declare no settings.')).toBeInTheDocument();
    await typeCode('code-editor-json', '{ "title": { "type": "rainbow" } }');
    expect(await screen.findByTestId('code-error')).toHaveTextContent(
      'Fields: title.type: type must be one of text',
    );
    await typeCode(
      'code-editor-json',
      '{ "size": { "type": "slider", "label": "Size", "value": 5 } }',
    );
    await waitFor(() => expect(screen.queryByTestId('code-error')).not.toBeInTheDocument());
    expect(screen.getByRole('slider', { name: /Size/ })).toBeInTheDocument();
  });

  it('starts from a starter widget picked in the gallery', async () => {
    signIn();
    renderPage(
      <NewWidgetBuilder type="custom" />,
      '/widget/custom?preset=kicks-thermometer',
      '/widget/custom',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Kicks thermometer');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kicks goal');
    expect(await screen.findByTestId('code-editor-html', {}, { timeout: 8000 })).toHaveTextContent(
      '{{goal}}',
    );
  });

  it('shows a moderator the code read-only', async () => {
    signIn('moderator-1');
    renderPage(<SavedForm ownerId="owner-1" />, '/widget/edit/1');
    expect(screen.getByTestId('code-read-only')).toHaveTextContent(
      'Only the channel’s owner can change the code.',
    );
    const editor = await screen.findByTestId('code-editor-html', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(editor.querySelector('.cm-content')).toHaveAttribute('contenteditable', 'false'),
    );
  });

  it('lets the owner edit the code', async () => {
    signIn('owner-1');
    renderPage(<SavedForm ownerId="owner-1" />, '/widget/edit/1');
    expect(screen.queryByTestId('code-read-only')).not.toBeInTheDocument();
    const editor = await screen.findByTestId('code-editor-html', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(editor.querySelector('.cm-content')).toHaveAttribute('contenteditable', 'true'),
    );
  });
});
