import { useId } from 'react';
import { Link } from 'react-router';
import type { HubIcon } from '#shared/app-manifest';
import { HubIconDrawing } from './hub-icons';

export interface HubCardGridItem {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly icon?: HubIcon;
}

/**
 * One card. The link is the visible title, so its name is exactly what a visitor sees on it; it
 * stretches over the whole card (CSS), and the description is its accessible description.
 */
function HubCard({ card }: { readonly card: HubCardGridItem }) {
  const descriptionId = `${useId()}-description`;
  return (
    <div className="card">
      <span className="card__icon" aria-hidden="true">
        {card.icon ? <HubIconDrawing icon={card.icon} /> : card.title.charAt(0)}
      </span>
      <h2 className="card__title">
        <Link className="card__link" to={card.path} aria-describedby={descriptionId}>
          {card.title}
        </Link>
      </h2>
      <p className="card__description" id={descriptionId}>
        {card.description}
      </p>
    </div>
  );
}

/** A responsive grid of cards; each whole card is one link named by its title. */
export function HubCardGrid({ cards }: { readonly cards: readonly HubCardGridItem[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.path}>
          <HubCard card={card} />
        </li>
      ))}
    </ul>
  );
}
