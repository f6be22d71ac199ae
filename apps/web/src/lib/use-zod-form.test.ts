import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { applyServerError, serverMessage } from './use-zod-form';

describe('serverMessage', () => {
  it('drops the location the contract check puts in front', () => {
    const error = new ApiRequestError(
      400,
      'validation_error',
      'body.responses.1: Unknown variable: {foo}',
      'responses.1',
    );
    expect(serverMessage(error)).toBe('Unknown variable: {foo}');
  });
});

describe('applyServerError', () => {
  it('sets the error on the whole path, not only its first part', () => {
    const form = { getValues: () => ({ aliases: ['dc'] }), setError: vi.fn() };
    const error = new ApiRequestError(400, 'validation_error', '!dc is already used', 'aliases.0');
    expect(applyServerError(form as never, error)).toBe(true);
    expect(form.setError).toHaveBeenCalledWith(
      'aliases.0',
      { type: 'server', message: '!dc is already used' },
      { shouldFocus: true },
    );
  });

  it('leaves errors without a known field to the caller', () => {
    const form = { getValues: () => ({ name: '' }), setError: vi.fn() };
    expect(applyServerError(form as never, new Error('offline'))).toBe(false);
    expect(
      applyServerError(form as never, new ApiRequestError(400, 'x', 'nope', 'somethingElse')),
    ).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });
});
