import { detectChatIntents } from './intents';
import { foldChatText } from './text';

const intents = (message: string) => detectChatIntents(foldChatText(message));

describe('detectChatIntents: the seed keywords, with or without accents, any case', () => {
  it.each(['disponible', 'disponibilidad', 'ocupado', 'libre', 'fecha', 'fechas', 'cuándo', 'cuando', 'agendar', 'reservar', 'OCUPADA', 'Libres'])(
    'availability: %p',
    (word) => expect(intents(`¿${word}?`).availability).toBe(true),
  );
  it.each(['precio', 'sale', 'costo', 'cuesta', 'PRECIOS', 'cuánto cuestan'])('price: %p', (word) =>
    expect(intents(word).price).toBe(true),
  );
  it.each(['horario', 'horas', 'hasta qué hora', 'cuánto tiempo', 'HASTA QUE HORA', 'cuanto tiempo'])('hours: %p', (word) =>
    expect(intents(word).hours).toBe(true),
  );
  it.each(['salón', 'hola', 'tienen estacionamiento', 'salida', 'libreta'])('none: %p', (text) =>
    expect(intents(text)).toEqual({ availability: false, price: false, hours: false, extras: false }),
  );
});
