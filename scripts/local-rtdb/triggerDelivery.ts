// Sends the database triggers' events (triggers.ts) to the Functions emulator, as firebase-tools' Database emulator
// does: POST to its trigger route, one event per changed node. After the write is acknowledged, never before; in the
// order of the writes (events start in that order, a few at a time, so functions may overlap as on Firebase).
import type { Change } from './database';
import { changedMatches, eventBody, fires, instanceMatches, type DatabaseTrigger, type NodeChange } from './triggers';

export interface TriggerTarget {
  /** The Functions emulator, e.g. http://127.0.0.1:5001. */
  functionsUrl: string;
  projectId: string;
  triggers: DatabaseTrigger[];
}

export interface DeliveryOptions {
  log: (msg: string) => void;
  /** Events being delivered at once, across all databases. */
  maxInFlight?: number;
  /** Further attempts after a connection error (the emulator restarting, say). */
  retries?: number;
  retryDelayMs?: number;
}

interface QueuedChange {
  change: Change;
  instance: string;
}

interface Event {
  trigger: DatabaseTrigger;
  instance: string;
  node: NodeChange;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function isConnectionError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return CONNECTION_ERRORS.has(cause?.code ?? (error as { code?: string } | null)?.code ?? '');
}

export class TriggerDelivery {
  private target: TriggerTarget | null = null;
  private readonly changes: QueuedChange[] = [];
  private events: Event[] = [];
  private inFlight = 0;
  private scheduled = false;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  private readonly maxInFlight: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: DeliveryOptions) {
    this.maxInFlight = options.maxInFlight ?? 4;
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  /** The triggers to fire and where; an empty list fires nothing. */
  configure(target: TriggerTarget | null): void {
    this.target = target && target.triggers.length > 0 ? target : null;
    if (this.target) {
      this.options.log(`disparadores de la base: ${this.target.triggers.map((t) => `${t.id} (${t.eventType.split('.').pop()} ${t.ref})`).join(', ')}`);
    }
  }

  get triggers(): readonly DatabaseTrigger[] {
    return this.target?.triggers ?? [];
  }

  /** A committed write of the database named `instance`. Cheap: the matching runs later, off the write's path. */
  onChange(change: Change, instance: string): void {
    // A disk failure's undo concerns writes that were never announced, so they fired nothing.
    if (!this.target || this.closed || change.undoneAfter !== undefined) return;
    this.changes.push({ change, instance });
    this.schedule();
  }

  /** Resolves once every event queued so far has been delivered or given up. For tests. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops sending; events not yet sent are dropped. */
  close(): void {
    this.closed = true;
    this.changes.length = 0;
    this.events = [];
    this.settle();
  }

  private isIdle(): boolean {
    return this.changes.length === 0 && this.events.length === 0 && this.inFlight === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (!this.closed && this.inFlight < this.maxInFlight) {
      if (this.events.length === 0 && !this.expandNext()) break;
      const event = this.events.shift();
      if (!event) continue;
      this.inFlight++;
      void this.deliver(event).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
    this.settle();
  }

  /** Turns the oldest queued write into its events; false when there is none. */
  private expandNext(): boolean {
    const next = this.changes.shift();
    if (!next || !this.target) return false;
    const { change, instance } = next;
    for (const trigger of this.target.triggers) {
      if (!instanceMatches(trigger.instance, instance)) continue;
      for (const node of changedMatches(trigger.segments, change.paths, change.before, change.after)) {
        if (fires(trigger.eventType, node)) this.events.push({ trigger, instance, node });
      }
    }
    return true;
  }

  private async deliver(event: Event): Promise<void> {
    const target = this.target;
    if (!target) return;
    const body = JSON.stringify(eventBody(event.trigger, event.instance, event.node));
    const where = `${event.trigger.id} en /${event.node.path.join('/')} (${event.instance})`;
    let keyRefreshed = false;
    for (let attempt = 0; ; attempt++) {
      const url = `${target.functionsUrl}/functions/projects/${target.projectId}/triggers/${event.trigger.key}`;
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/cloudevents+json; charset=UTF-8' }, body });
        const text = await response.text();
        if (response.ok) return;
        // The emulator reloaded its triggers under a new generation: its answer lists the current keys.
        if (response.status === 404 && !keyRefreshed) {
          const current = currentKey(text, event.trigger.id);
          if (current && current !== event.trigger.key) {
            event.trigger.key = current;
            keyRefreshed = true;
            continue;
          }
        }
        this.options.log(`disparador ${where}: la función respondió ${response.status}: ${text.slice(0, 300)}`);
        return;
      } catch (error) {
        if (!isConnectionError(error) || attempt >= this.retries || this.closed) {
          this.options.log(`disparador ${where}: no se pudo entregar (${(error as Error).message}${attempt > 0 ? `, ${attempt + 1} intentos` : ''})`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** attempt));
      }
    }
  }
}

/** The key of function `id` in the emulator's "does not exist, valid functions are: …" answer. */
export function currentKey(answer: string, id: string): string | null {
  const list = answer.split('valid functions are:')[1];
  if (!list) return null;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    list
      .split(',')
      .map((key) => key.trim())
      .find((key) => new RegExp(`^${escaped}-\\d+$`).test(key)) ?? null
  );
}
