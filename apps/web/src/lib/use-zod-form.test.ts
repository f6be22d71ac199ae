import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n } from '../app/i18n';
import { ApiRequestError } from './api-client';
import { applyServerError, serverMessage, useValidationMessage } from './use-zod-form';

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

describe('useValidationMessage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('leaves a schema’s English message as it is on an English page', () => {
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('At most 10 aliases')).toBe('At most 10 aliases');
    expect(result.current(undefined)).toBeUndefined();
  });

  it('reads it in Turkish from the messages namespace, a template’s values put in', async () => {
    await act(() => i18n.changeLanguage('tr'));
    const { result } = renderHook(() => useValidationMessage());
    await waitFor(() => expect(result.current('Password is required')).toBe('Şifre gerekli'));
    expect(result.current('At most 10 aliases')).toBe('En fazla 10 takma ad');
    // The most specific template wins; a value that is a message is read in Turkish too.
    expect(result.current('Kick is not answering (503): down')).toBe(
      'Kick yanıt vermiyor (503): down',
    );
    expect(
      result.current(
        'Kick needs a reconnect: access was revoked or has expired. Reconnect it in Settings → Connections.',
      ),
    ).toBe(
      'Kick yeniden bağlanmalı: erişim iptal edilmiş ya da süresi dolmuş. Ayarlar → Bağlantılar’dan yeniden bağla.',
    );
    expect(result.current('Something nobody wrote down')).toBe('Something nobody wrote down');
  });
});
