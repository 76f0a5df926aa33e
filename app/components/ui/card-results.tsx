/** The cards' image width: two columns of 476 px from `lg`, else the page. */
export const RESULT_CARD_SIZES =
  "(min-width: 1024px) 476px, calc(100vw - 2rem)";

/**
 * A filtered list of cards (the gallery, design inspiration): a status line
 * that screen readers announce when the filter changes, then two columns of
 * cards from `lg`, or `empty` when nothing matches. The first card's image
 * is the page's largest paint, so it alone loads with priority.
 */
export function CardResults<T extends { id: number }>({
  items,
  status,
  empty,
  renderCard,
}: {
  items: readonly T[];
  status: string;
  empty: React.ReactNode;
  renderCard: (item: T, priority: boolean) => React.ReactNode;
}) {
  return (
    <>
      <p role="status" className="mt-6 text-muted">
        {status}
      </p>
      {items.length > 0 ? (
        <ul className="mt-8 grid gap-x-10 gap-y-14 lg:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id}>{renderCard(item, index === 0)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-lg">{empty}</p>
      )}
    </>
  );
}
