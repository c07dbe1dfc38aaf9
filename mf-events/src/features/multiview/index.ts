// What other features place of multiview (ADR 0054): the add-to-multiview button of the event page,
// and the card's variant the event lists load on first use (default export of AddToMultiview.tsx).
export { AddToMultiview, default as CardAddToMultiview } from './AddToMultiview.tsx';
