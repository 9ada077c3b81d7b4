import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';
import { toDateTimeLocalValue } from '../core/local-timestamp';
import type { FeedingTime } from '../shared/ludde.schemas';

const LIST = 'GET /api/data_models/ludde_feeding_times';
const SAVE = 'POST /api/data_models/ludde_feeding_times';
const SAVED = 'Feeding time saved successfully!';
const HOUR = 3_600_000;

function localNowValues(): string[] {
  const now = Date.now();
  // The clock may cross a minute while the page renders.
  return [now - 60_000, now].map((time) => {
    const at = new Date(time);
    return toDateTimeLocalValue(at, -at.getTimezoneOffset());
  });
}

const FRIDA = { CreatedBy: 2, CreatedByName: 'frida' };
const OLLE = { CreatedBy: 3, CreatedByName: 'olle' };

function meal(
  ID: number,
  at: number,
  comment: string,
  by: Pick<FeedingTime, 'CreatedBy' | 'CreatedByName'>,
): FeedingTime {
  return { ID, timestamp: new Date(at).toISOString(), comment, ...by };
}

function requestsOf(fetchMock: ReturnType<typeof mockFetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

describe('Ludde meal tracker: Enter Data', () => {
  it('opens on Enter Data with the time set to now', async () => {
    mockFetch({ [LIST]: { body: { data: [] } } });
    renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ludde Meal Tracker' }),
    ).toBeInTheDocument();
    // The heading shows first above a loading line; the page follows once its chunk has loaded.
    expect(await screen.findByRole('button', { name: 'Enter Data' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show Data' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const timestamp = screen.getByLabelText('Timestamp');
    expect(timestamp).toHaveAttribute('type', 'datetime-local');
    const after = localNowValues();
    expect(after).toContain((timestamp as HTMLInputElement).value);
  });

  it('saves the local time with its offset, confirms it and flashes Show Data, then clears both', async () => {
    const fetchMock = mockFetch({
      [LIST]: { body: { data: [] } },
      [SAVE]: (init) => {
        const body = JSON.parse(init?.body as string) as { timestamp: string; comment: string };
        return {
          status: 201,
          body: {
            data: {
              ID: 5,
              timestamp: new Date(body.timestamp).toISOString(),
              comment: body.comment,
              CreatedBy: 2,
              CreatedByName: 'frida',
            },
          },
        };
      },
    });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    const timestamp = await screen.findByLabelText('Timestamp');
    fireEvent.change(timestamp, { target: { value: '2026-11-21T08:30' } });
    await user.type(screen.getByLabelText('Comment'), '  Half a bowl  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The message and the flash start in the same render (their timings are tested in the hook's test).
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    const showData = screen.getByRole('button', { name: 'Show Data' });
    expect(showData).toHaveClass('flash');
    expect(screen.getByText(SAVED)).toHaveAttribute('role', 'status');

    const [, init] = requestsOf(fetchMock, 'POST')[0] ?? [];
    const body = JSON.parse(init?.body as string) as { timestamp: string; comment: string };
    expect(body.comment).toBe('Half a bowl');
    expect(body.timestamp).toMatch(/^2026-11-21T08:30:00[+-]\d\d:\d\d$/);
    // The offset is the browser's own, so the instant is the wall-clock time the user typed.
    expect(Date.parse(body.timestamp)).toBe(new Date(2026, 10, 21, 8, 30).getTime());
    expect(screen.getByLabelText('Comment')).toHaveValue('');

    await waitFor(() => expect(showData).not.toHaveClass('flash'));
    await waitFor(() => expect(screen.queryByText(SAVED)).not.toBeInTheDocument());
  });

  it('does not send an empty time and says what is missing', async () => {
    const fetchMock = mockFetch({ [LIST]: { body: { data: [] } } });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    fireEvent.change(await screen.findByLabelText('Timestamp'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the date and time of the meal.')).toBeInTheDocument();
    expect(screen.getByLabelText('Timestamp')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf(fetchMock, 'POST')).toHaveLength(0);
  });

  it('offers no time after the current minute and refuses a future one without sending it', async () => {
    const fetchMock = mockFetch({ [LIST]: { body: { data: [] } } });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    const timestamp = await screen.findByLabelText('Timestamp');
    expect(localNowValues()).toContain(timestamp.getAttribute('max'));
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    fireEvent.change(timestamp, {
      target: { value: toDateTimeLocalValue(tomorrow, -tomorrow.getTimezoneOffset()) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("A meal can't be logged in the future.")).toBeInTheDocument();
    expect(timestamp).toHaveAttribute('aria-invalid', 'true');
    expect(timestamp).toHaveAccessibleDescription("A meal can't be logged in the future.");
    expect(requestsOf(fetchMock, 'POST')).toHaveLength(0);

    // The current minute is fine.
    fireEvent.change(timestamp, { target: { value: localNowValues()[1] } });
    expect(screen.queryByText("A meal can't be logged in the future.")).not.toBeInTheDocument();
  });

  it('shows the server’s word when it finds the meal in the future by its own clock', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [LIST]: { body: { data: [] } },
      [SAVE]: { status: 400, body: { error: "A meal can't be logged in the future." } },
    });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await screen.findByLabelText('Timestamp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The feeding time was not saved: A meal can't be logged in the future.",
    );
  });

  it('shows why a save failed and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [LIST]: { body: { data: [] } },
      [SAVE]: { status: 400, body: { error: 'timestamp must include a UTC offset' } },
    });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await user.type(await screen.findByLabelText('Comment'), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The feeding time was not saved: timestamp must include a UTC offset',
    );
    expect(screen.getByLabelText('Comment')).toHaveValue('Dinner');
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });
});

describe('Ludde meal tracker: Show Data', () => {
  function rowsEndingNow() {
    const now = Date.now();
    // Oldest first, as the server sends them.
    return [
      meal(1, now - 30 * 24 * HOUR, 'Long ago', OLLE),
      meal(2, now - 5 * HOUR, '', FRIDA),
      meal(3, now - HOUR, 'Chicken', OLLE),
    ];
  }

  it('lists feeding times newest first, each with who logged it, with stats and three charts', async () => {
    mockFetch({ [LIST]: { body: { data: rowsEndingNow() } } });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await user.click(await screen.findByRole('button', { name: 'Show Data' }));

    const list = await screen.findByRole('list', { name: 'Feeding times' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chicken');
    expect(items[0]).toHaveTextContent('by olle');
    expect(items[1]).toHaveTextContent('by frida');
    expect(items[2]).toHaveTextContent('Long ago');
    expect(items[2]).toHaveTextContent('by olle');

    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    // The month-old meal is outside the 7-day window: two meals, 4 h apart.
    expect(tile('Average gap')).toBe('4 h');
    expect(tile('Shortest gap')).toBe('4 h');
    expect(tile('Longest gap')).toBe('4 h');
    expect(tile('Average meals per day')).toBe('0.3');
    expect(screen.getByRole('img', { name: /^Meals per day\./ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Meals by time of day\./ })).toBeInTheDocument();
    // Olle's month-old meal is outside the window too.
    expect(
      screen.getByRole('img', { name: 'Who feeds Ludde most. frida: 1, olle: 1' }),
    ).toBeInTheDocument();
  });

  it('deletes a feeding time only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    let rows = rowsEndingNow();
    const fetchMock = mockFetch({
      [LIST]: () => ({ body: { data: rows } }),
      'DELETE /api/data_models/ludde_feeding_times/3': () => {
        rows = rows.filter((row) => row.ID !== 3);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await user.click(await screen.findByRole('button', { name: 'Show Data' }));
    await screen.findByText('Chicken');
    const deleteNewest = () => screen.getAllByRole('button', { name: /^Delete the meal of / })[0]!;

    await user.click(deleteNewest());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(requestsOf(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(deleteNewest());
    await waitFor(() => expect(screen.queryByText('Chicken')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('has empty states without any data and without recent data', async () => {
    let rows: FeedingTime[] = [];
    mockFetch({ [LIST]: () => ({ body: { data: rows } }) });
    const first = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await first.user.click(await screen.findByRole('button', { name: 'Show Data' }));
    expect(
      await screen.findByText('No feeding times yet. Add Ludde’s first meal under Enter Data.'),
    ).toBeInTheDocument();
    first.unmount();

    rows = [meal(1, Date.parse('2020-01-01T08:00:00.000Z'), 'Long ago', FRIDA)];
    const second = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await second.user.click(await screen.findByRole('button', { name: 'Show Data' }));
    expect(await screen.findByText('No meals in the last 7 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Long ago')).toBeInTheDocument();
  });

  it('only logs a failure to load and shows the empty state', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [LIST]: { status: 500, body: { error: 'Internal Server Error' } } });
    const { user } = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    await user.click(await screen.findByRole('button', { name: 'Show Data' }));
    expect(
      await screen.findByText('No feeding times yet. Add Ludde’s first meal under Enter Data.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
