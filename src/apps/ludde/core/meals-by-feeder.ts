import { localDayOf, statsWindow, type OffsetAt } from './feeding-stats';

/** A meal and who logged it. */
export interface LoggedMeal {
  readonly at: Date;
  readonly feederId: number;
  /** The name shown for the feeder. */
  readonly feederName: string;
}

export interface FeederMeals {
  readonly feederId: number;
  readonly name: string;
  readonly meals: number;
}

/**
 * Who fed Ludde how often in the stats window (the last 7 local days, today included), most meals
 * first, people with as many meals in name order. Only people with a meal in the window appear;
 * each is counted by ID, so two people are never merged by a shared name.
 */
export function mealsByFeeder(
  meals: readonly LoggedMeal[],
  now: Date,
  offsetAt: OffsetAt,
): FeederMeals[] {
  const window = new Set(statsWindow(now, offsetAt));
  const byFeeder = new Map<number, FeederMeals>();
  for (const meal of meals) {
    if (Number.isNaN(meal.at.getTime()) || !window.has(localDayOf(meal.at, offsetAt))) continue;
    const counted = byFeeder.get(meal.feederId);
    byFeeder.set(meal.feederId, {
      feederId: meal.feederId,
      name: counted?.name ?? meal.feederName,
      meals: (counted?.meals ?? 0) + 1,
    });
  }
  return [...byFeeder.values()].sort(
    (a, b) =>
      b.meals - a.meals ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      a.feederId - b.feederId,
  );
}
