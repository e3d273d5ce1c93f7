/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RichText } from './RichText';

it('renders **bold** as strong text and keeps markup as plain text', () => {
  const { container } = render(<RichText text={'Precio: **$ 150.000**\n<img src=x onerror=alert(1)>'} />);
  expect(container.querySelector('strong')?.textContent).toBe('$ 150.000');
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
});
