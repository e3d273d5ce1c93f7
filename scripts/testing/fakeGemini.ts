// A local stand-in for the Gemini API (generateContent), for tests: it speaks the real wire format
// (request body, `candidates[].content.parts[].text`, errors as `{error: {code, message, status}}`) and can
// be told to fail or to answer slowly. Only the edge is fake: the adapter's own HTTP code runs for real.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedGeminiRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: {
    systemInstruction?: { parts?: Array<{ text?: string }> };
    contents?: Array<{ role?: string; parts?: Array<{ text?: string }> }>;
    generationConfig?: Record<string, unknown>;
  };
}

export type FakeGeminiBehaviour =
  | { kind: 'answer'; text: string; delayMs?: number }
  | { kind: 'error'; httpStatus: number; status: string; message: string }
  | { kind: 'blocked'; reason: string }
  | { kind: 'no-candidates' }
  | { kind: 'garbage' };

export interface FakeGemini {
  baseUrl: string;
  requests: RecordedGeminiRequest[];
  behave(behaviour: FakeGeminiBehaviour): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export async function startFakeGemini(): Promise<FakeGemini> {
  let behaviour: FakeGeminiBehaviour = { kind: 'answer', text: 'Hola' };
  const requests: RecordedGeminiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- node ignores the handler's promise; the fake answers every request itself
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const apiKey = (request.headers['x-goog-api-key'] as string | undefined) ?? new URL(request.url ?? '/', 'http://x').searchParams.get('key') ?? undefined;
    requests.push({ method: request.method ?? '', path: (request.url ?? '').split('?')[0] ?? '', apiKey, body: JSON.parse(raw || '{}') });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (!/^\/v1beta\/models\/[^/:]+:generateContent$/.test(requests[requests.length - 1]!.path)) {
      send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return;
    }
    if (!apiKey) {
      send(403, { error: { code: 403, message: "Method doesn't allow unregistered callers.", status: 'PERMISSION_DENIED' } });
      return;
    }
    const current = behaviour;
    switch (current.kind) {
      case 'answer': {
        const reply = () =>
          send(200, {
            candidates: [{ content: { role: 'model', parts: [{ text: current.text }] }, finishReason: 'STOP', index: 0 }],
            usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 20, totalTokenCount: 120 },
            modelVersion: 'gemini-2.5-flash',
          });
        if (current.delayMs) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!response.destroyed) reply();
          }, current.delayMs);
          timers.add(timer);
        } else reply();
        return;
      }
      case 'error':
        send(current.httpStatus, { error: { code: current.httpStatus, message: current.message, status: current.status } });
        return;
      case 'blocked':
        send(200, { promptFeedback: { blockReason: current.reason }, usageMetadata: { promptTokenCount: 10 } });
        return;
      case 'no-candidates':
        send(200, { candidates: [], usageMetadata: { promptTokenCount: 10 } });
        return;
      case 'garbage':
        send(200, '<html>Bad gateway</html>');
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
