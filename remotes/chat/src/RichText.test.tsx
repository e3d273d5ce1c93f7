/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RichText } from './RichText';

it('renders **bold** as strong text and keeps markup as plain text', () => {
  const { container } = render(<RichText text={'Precio: **$ 150.000**\n<img src=x onerror=alert(1)>'} />);
  expect(container.querySelector('strong')?.textContent).toBe('$ 150.000');
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
});

it('turns line breaks into <br> and nothing else into elements', () => {
  const { container } = render(<RichText text={'**Ocupado**\n• **viernes 4**: $ 1\n<b>no</b> [link](http://x) <script>x</script>'} />);
  expect(container.querySelectorAll('br')).toHaveLength(2);
  expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['Ocupado', 'viernes 4']);
  expect(container.querySelectorAll('*:not(strong):not(br)')).toHaveLength(0);
});

it('leaves an unpaired ** as typed instead of bolding the rest', () => {
  const { container } = render(<RichText text={'2 ** 3 es potencia'} />);
  expect(container.querySelector('strong')).toBeNull();
  expect(container.textContent).toBe('2 ** 3 es potencia');
});

it('keeps "$" and the number of a bold amount together', () => {
  const { container } = render(<RichText text={'**$ 290.000** — tarifa de semana, **lunes 7**'} />);
  expect([...container.querySelectorAll('strong.chat-amount')].map((node) => node.textContent)).toEqual(['$ 290.000']);
});
