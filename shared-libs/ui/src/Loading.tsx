import { TEXTS } from './texts';

export function Loading({ text = TEXTS.loadingPage }: { text?: string }) {
  return (
    <div className="salon-loading" role="status" aria-live="polite">
      <span className="salon-loading__spinner" aria-hidden="true" />
      {text}
    </div>
  );
}
