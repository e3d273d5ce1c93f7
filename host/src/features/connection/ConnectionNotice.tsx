import { useEffect, useState } from 'react';
import { watchConnection } from '@salon/firebase';
import { Notice, TEXTS } from '@salon/ui';

/** How long the database may stay unreachable before visitors are told. */
const GRACE_MS = 6000;

/** Tells visitors, in Spanish, when the database cannot be reached, instead of leaving a silent page. */
export function ConnectionNotice() {
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => setUnreachable(true), GRACE_MS);
    const stop = watchConnection((connected) => {
      clearTimeout(timer);
      timer = undefined;
      if (connected) setUnreachable(false);
      else timer = setTimeout(() => setUnreachable(true), GRACE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  if (!unreachable) return null;
  return (
    <div className="connection-notice">
      <Notice tone="warning">{TEXTS.backendUnreachable}</Notice>
    </div>
  );
}
