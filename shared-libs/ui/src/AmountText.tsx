// A sentence whose amounts never break across lines: "$ 200.000" stays whole at 360 px, where a plain space
// would leave the "$" at the end of one line and the figures on the next.
import { amountPieces } from '@salon/domain';

export function AmountText({ text }: { text: string }) {
  return (
    <>
      {amountPieces(text).map((piece, index) =>
        piece.amount ? (
          // The pieces of one sentence never move: their position is their identity.
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
