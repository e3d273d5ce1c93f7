import { detectChatIntents } from './intents';
import { foldChatText } from './text';

const intents = (message: string) => detectChatIntents(foldChatText(message));

describe('detectChatIntents: the seed keywords, with or without accents, any case', () => {
  it.each(['disponible', 'disponibilidad', 'ocupado', 'libre', 'fecha', 'fechas', 'cuándo', 'cuando', 'agendar', 'reservar', 'OCUPADA', 'Libres'])(
    'availability: %p',
    (word) => expect(intents(`¿${word}?`).availability).toBe(true),
  );
  it.each(['precio', 'sale', 'costo', 'cuesta', 'PRECIOS', 'cuánto cuestan'])('price: %p', (word) => expect(intents(word).price).toBe(true));
  it.each(['horario', 'horas', 'hasta qué hora', 'cuánto tiempo', 'HASTA QUE HORA', 'cuanto tiempo'])('hours: %p', (word) =>
    expect(intents(word).hours).toBe(true),
  );
  it.each(['salón', 'hola', 'tienen estacionamiento', 'salida', 'libreta'])('none: %p', (text) =>
    expect(intents(text)).toEqual({ availability: false, price: false, hours: false, extras: false }),
  );
});

describe('detectChatIntents: how visitors write', () => {
  it.each(['cuánto el metegol', 'kuanto sale', 'presio del 14', 'cuanto me cobrás', '¿cuánto es el 19?'])('price: %p', (message) =>
    expect(intents(message).price).toBe(true),
  );
  it.each(['cuánto tiempo dura', 'cuánto es el máximo de invitados', 'cuantas personas entran'])('not a price: %p', (message) =>
    expect(intents(message).price).toBe(false),
  );
  it.each(['disponivilidad', '¿tenés el 19?'])('availability: %p', (message) => expect(intents(message).availability).toBe(true));
  it('"horas extra" is a price of the list, not the rental\'s hours', () => {
    expect(intents('horas extra cuanto salen')).toEqual({ availability: false, price: true, hours: false, extras: true });
  });
});
