import { startFakeGemini, type FakeGemini } from '../../../scripts/testing/fakeGemini';
import { generateWithGemini, GeminiError } from './gemini';

let gemini: FakeGemini;
beforeAll(async () => {
  gemini = await startFakeGemini();
});
afterAll(() => gemini.close());
beforeEach(() => gemini.requests.splice(0));

const options = () => ({ apiKey: 'clave-de-prueba', baseUrl: gemini.baseUrl, model: 'gemini-2.5-flash', timeoutMs: 2000 });

it('sends the instructions as systemInstruction and the visitor text only in the user turn, and reads the answer', async () => {
  gemini.behave({ kind: 'answer', text: 'El alquiler de semana cuesta **$ 250.000**.' });
  await expect(generateWithGemini('Sos el asistente.', '¿Cuánto sale?', options())).resolves.toBe('El alquiler de semana cuesta **$ 250.000**.');
  const [request] = gemini.requests;
  expect(request).toMatchObject({ method: 'POST', path: '/v1beta/models/gemini-2.5-flash:generateContent', apiKey: 'clave-de-prueba' });
  expect(request!.body.systemInstruction).toEqual({ parts: [{ text: 'Sos el asistente.' }] });
  expect(request!.body.contents).toEqual([{ role: 'user', parts: [{ text: '¿Cuánto sale?' }] }]);
});

it.each([
  [
    { kind: 'error' as const, httpStatus: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded' },
    'http',
    'Gemini respondió 429 RESOURCE_EXHAUSTED: Quota exceeded',
  ],
  [
    { kind: 'error' as const, httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid.' },
    'http',
    'Gemini respondió 400 INVALID_ARGUMENT: API key not valid.',
  ],
  [
    { kind: 'error' as const, httpStatus: 503, status: 'UNAVAILABLE', message: 'The model is overloaded.' },
    'http',
    'Gemini respondió 503 UNAVAILABLE: The model is overloaded.',
  ],
  [{ kind: 'blocked' as const, reason: 'SAFETY' }, 'blocked', 'Gemini bloqueó la consulta (SAFETY).'],
  [{ kind: 'no-candidates' as const }, 'empty', 'Gemini no devolvió ninguna respuesta.'],
  [{ kind: 'garbage' as const }, 'empty', 'Gemini no devolvió ninguna respuesta.'],
])('turns %p into a GeminiError (%s)', async (behaviour, reason, message) => {
  gemini.behave(behaviour);
  const error = await generateWithGemini('s', 'u', options()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(GeminiError);
  expect(error).toMatchObject({ reason, message });
});

it('gives up on a slow answer when its time is up', async () => {
  gemini.behave({ kind: 'answer', text: 'tarde', delayMs: 5000 });
  await expect(generateWithGemini('s', 'u', { ...options(), timeoutMs: 100 })).rejects.toMatchObject({
    reason: 'timeout',
    message: 'Gemini no respondió a tiempo.',
  });
});

it('reports an unreachable server as a network error', async () => {
  await expect(generateWithGemini('s', 'u', { ...options(), baseUrl: 'http://127.0.0.1:9' })).rejects.toMatchObject({ reason: 'network' });
});
