import { courtesyOf } from './courtesy';
import { readChatText } from './spelling';

const courtesy = (message: string) => courtesyOf(readChatText(message));

describe('courtesyOf', () => {
  it.each([
    ['gracias!', 'thanks'],
    ['Gracias!!', 'thanks'],
    ['genial, muchas gracias', 'thanks'],
    ['dale, gracias', 'thanks'],
    ['mil gracias por la info 🙌', 'thanks'],
    ['muchísimas gracias, sos un genio', 'thanks'],
    ['ok gracias', 'thanks'],
    ['graciasss', 'thanks'],
    ['chau', 'farewell'],
    ['chau, saludos', 'farewell'],
    ['hasta luego!', 'farewell'],
    ['ok', 'acknowledgement'],
    ['dale', 'acknowledgement'],
    ['perfecto!', 'acknowledgement'],
    ['buenísimo', 'acknowledgement'],
  ])('%p → %p', (message, kind) => expect(courtesy(message)).toBe(kind));

  it.each([
    'hola',
    'gracias, y el 20 de diciembre?',
    'dale, el 19 entonces',
    'ok, cuánto sale?',
    'hasta mañana está libre?',
    'perfecto, tienen estacionamiento?',
    '',
  ])('%p is more than courtesy', (message) => expect(courtesy(message)).toBeNull());
});
