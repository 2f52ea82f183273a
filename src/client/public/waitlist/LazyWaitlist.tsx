/** @jsxImportSource preact */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/I18n';
import { Notice } from '../components/Notice';
import type { WaitlistJoinProps } from './WaitlistJoin';

/** The waitlist form, downloaded when first opened (its own chunk: the booking page's download stays small). */
export function LazyWaitlist(props: WaitlistJoinProps) {
  const { t } = useI18n();
  const [Form, setForm] = useState<ComponentType<WaitlistJoinProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('./WaitlistJoin').then(
      (m) => live && setForm(() => m.WaitlistJoin),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (Form) return <Form {...props} />;
  if (failed) {
    return (
      <Notice>
        {t('errors.network')}{' '}
        <button type="button" class="link-button" onClick={() => (setFailed(false), setAttempt((n) => n + 1))}>
          {t('common.retry')}
        </button>
      </Notice>
    );
  }
  return <p class="muted">{t('common.loading')}</p>;
}
