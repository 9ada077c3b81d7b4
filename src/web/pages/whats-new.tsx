import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type NewsItem, WhatsNewResponseSchema } from '#shared/whats-new.schemas';
import { ApiError, apiRequest } from '../kit/api-client';
import { formatDateTime, formatTimeAgo } from '../kit/date-format';
import { useNow } from '../kit/use-now';
import type { Session } from '../kit/session';
import { FIRST_VISIT_SPAN_MS, readVisits, visitAt, writeVisits } from './last-visit';
// A member who signs in on the home page gets the sidebar's unread count from now on, not only
// from the next page load (the poller starts once, whoever loads it first).
import '../kit/unread-poller';
import '../kit/panel.css';
import './whats-new.css';

const KIND_ICONS: Readonly<Record<string, string>> = {
  messages: '💬',
  meal: '🐾',
  'high-score': '🏆',
};

/** Where this look at the home page starts its news; the visit is recorded as it opens. */
function useVisitStart(member: number | string): string | null {
  const [since] = useState(() => {
    const { since: start, next } = visitAt(readVisits(member), new Date());
    writeVisits(member, next);
    return start;
  });
  useEffect(() => {
    // Still reading when the page is put away: the visit lasts until then.
    const seen = () => {
      if (document.visibilityState !== 'hidden') return;
      writeVisits(member, visitAt(readVisits(member), new Date()).next);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [member]);
  return since;
}

function NewsLine({ item, now }: { readonly item: NewsItem; readonly now: Date }) {
  return (
    <li className={`whats-new__item whats-new__item--${item.Kind}`}>
      <Link to={item.Link} className="whats-new__link">
        <span className="whats-new__icon" aria-hidden="true">
          {KIND_ICONS[item.Kind] ?? '•'}
        </span>
        <span className="whats-new__text">
          <span className="whats-new__title">
            {item.Title}{' '}
            <time className="whats-new__when" dateTime={item.At} title={formatDateTime(item.At)}>
              {formatTimeAgo(item.At, now)}
            </time>
          </span>
          <span className="whats-new__detail">{item.Detail}</span>
        </span>
      </Link>
    </li>
  );
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) {
    return 'You’re offline. What’s new will show when the connection returns.';
  }
  return 'What’s new could not be loaded right now.';
}

/**
 * The signed-in home page's news since the member's last visit on this browser: others' new
 * messages, Ludde's last meal (the family's), the family's new records. Lazy: the first page
 * stays as light as a visitor's.
 */
export default function WhatsNew({ session }: { readonly session: Session }) {
  const member = session.userId ?? session.username;
  const since = useVisitStart(member);
  const [asked] = useState(() => since ?? new Date(Date.now() - FIRST_VISIT_SPAN_MS).toISOString());
  const now = useNow(60_000);
  const news = useQuery({
    queryKey: ['whats-new', member, asked],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/whats-new?since=${encodeURIComponent(asked)}`, {
        schema: WhatsNewResponseSchema,
        signal,
      }),
    refetchInterval: 60_000,
  });
  const title = since === null ? 'What’s new this week' : 'What’s new since your last visit';

  return (
    <section
      className="panel whats-new"
      aria-labelledby="whats-new-title"
      aria-busy={news.isPending}
    >
      <h2 id="whats-new-title" className="panel__title">
        {title}
      </h2>
      {since === null ? null : (
        <p className="whats-new__since">
          Your last visit: <time dateTime={since}>{formatDateTime(since)}</time>
        </p>
      )}
      {news.isPending ? (
        <p className="muted" role="status">
          Looking for what’s new…
        </p>
      ) : news.isError ? (
        <div className="whats-new__failure">
          <p className="muted">{failureText(news.error)}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void news.refetch()}
          >
            Try again
          </button>
        </div>
      ) : news.data.data.Items.length === 0 ? (
        <p className="muted">
          {since === null ? 'Nothing new this week.' : 'Nothing new since your last visit.'}
        </p>
      ) : (
        <ul className="whats-new__list">
          {news.data.data.Items.map((item) => (
            <NewsLine key={`${item.Kind}-${item.Link}`} item={item} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
