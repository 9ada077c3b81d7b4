import { useId } from 'react';
import { Link } from 'react-router';
import type { HubIcon } from '../../shared/app-manifest';
import { HubIconDrawing } from './hub-icons';

export interface HubCardGridItem {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly icon?: HubIcon;
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
      <span className="card__icon" aria-hidden="true">
        {card.icon ? <HubIconDrawing icon={card.icon} /> : card.title.charAt(0)}
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
