/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useNotify, type I18nProvider, type NotificationPayload } from 'react-admin';
import { dedupeNotifications } from '../../../src/client/components/notificationQueue';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

const n = (message: string, type: NotificationPayload['type'] = 'info', undoable = false): NotificationPayload => ({
  message,
  type,
  notificationOptions: { undoable },
});

describe('dedupeNotifications', () => {
  it('drops queued copies of the shown message and of each other', () => {
    const queue = [n('a'), n('b'), n('a'), n('c'), n('b')];
    expect(dedupeNotifications(queue, n('c')).map((x) => x.message)).toEqual(['a', 'b']);
  });
  it('keeps the same text with another severity, and every undoable notification', () => {
    const queue = [n('a', 'error'), n('a', 'info'), n('x', 'info', true), n('x', 'info', true)];
    expect(dedupeNotifications(queue, undefined)).toBe(queue);
  });
});

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});

function Notifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('common.unableToSave', { type: 'error' })}>
      fail
    </button>
  );
}

describe('AppSnackbar', () => {
  it('shows a message once at the bottom right even when it is notified repeatedly', async () => {
    renderWithAdmin(<Notifier />, { i18nProvider });
    const button = screen.getByRole('button', { name: 'fail' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const shown = await screen.findAllByText('Unable to save');
    expect(shown).toHaveLength(1);
    const snackbar = shown[0].closest('.MuiSnackbar-root');
    expect(snackbar?.className).toMatch(/anchorOriginBottomRight/);
  });

  it('hides after 3000 ms and does not show the dropped duplicates afterwards', async () => {
    jest.useFakeTimers();
    try {
      renderWithAdmin(<Notifier />, { i18nProvider });
      const button = screen.getByRole('button', { name: 'fail' });
      act(() => {
        fireEvent.click(button);
        fireEvent.click(button);
      });
      expect(screen.getAllByText('Unable to save')).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(2900);
      });
      expect(screen.queryByText('Unable to save')).toBeInTheDocument();
      // Past 3000 ms the snackbar closes; its exit transition runs on the next timers.
      act(() => {
        jest.advanceTimersByTime(200);
      });
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.queryByText('Unable to save')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
