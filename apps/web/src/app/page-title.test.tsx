import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('page title', () => {
  it('sets the document title from the route title key', () => {
    render(<PageTitle titleKey="routes.home" />);
    expect(document.title).toBe('Home · Kyo');
  });
});
