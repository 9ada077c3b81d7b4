import { useId } from 'react';
import { Link } from 'react-router';

export interface HubCardGridItem {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

function HubCardLink({ card }: { readonly card: HubCardGridItem }) {
  const id = useId();
  return (
    <Link
      className="card"
      to={card.path}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <span className="card__monogram" aria-hidden="true">
        {card.title.charAt(0)}
      </span>
      <h2 className="card__title" id={`${id}-title`}>
        {card.title}
      </h2>
      <p className="card__description" id={`${id}-description`}>
        {card.description}
      </p>
    </Link>
  );
}

/** A responsive grid of cards; each whole card is one link named by its title. */
export function HubCardGrid({ cards }: { readonly cards: readonly HubCardGridItem[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.path}>
          <HubCardLink card={card} />
        </li>
      ))}
    </ul>
  );
}
