import { inquiryToBudgetForm } from './budgetFromInquiry';

const NOW = new Date('2026-11-25T15:00:00Z');

it('fills a new budget with what the visitor asked for, the message as notes', () => {
  expect(
    inquiryToBudgetForm(
      {
        id: 'c1',
        nombre: 'Ana Pérez',
        telefono: '11 5555-0000',
        fecha: '2026-12-12',
        invitados: 80,
        alquiler: '4hs',
        adicionales: { camarera: 2, inflable: 1 },
        mensaje: 'Cumple de 15',
        estado: 'nueva',
        creadaEn: 1,
      },
      NOW,
    ),
  ).toEqual({
    cliente: 'Ana Pérez',
    telefono: '11 5555-0000',
    fechaEvento: '2026-12-12',
    invitados: '80',
    alquiler: '4hs',
    tarifa: 'finDeSemana',
    horasExtra: '',
    adicionales: { camarera: '2', metegol: '', pingPong: '', inflable: '1', proyector: '', arcade: '', horaOrganizacion: '', parrillero: '' },
    descuento: '',
    sena: '',
    notas: 'Cumple de 15',
    estado: 'presupuestado',
    validoHasta: '2026-12-10',
    // Saving it links the budget and the inquiry (createBudget).
    consultaId: 'c1',
  });
});

it('leaves blank what the inquiry did not say; a weekday takes the weekday rate', () => {
  expect(
    inquiryToBudgetForm(
      {
        id: 'c2',
        nombre: 'B',
        telefono: '1155550000',
        fecha: '2026-12-15',
        invitados: null,
        alquiler: null,
        adicionales: {},
        mensaje: '',
        estado: 'nueva',
        creadaEn: 1,
      },
      NOW,
    ),
  ).toMatchObject({ fechaEvento: '2026-12-15', invitados: '', alquiler: '', tarifa: 'semana', notas: '' });
});
