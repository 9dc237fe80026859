/**
 * The exchange calendar the market runs on: Japanese public holidays and the year-end break
 * from the domain's calendar, which covers 2025–2028. Before that (history reaches back three
 * years) only weekends are closed, so old history has a few more trading days than the real
 * exchange had; the simulated data does not depend on it.
 */
import { isCoveredByHolidayCalendar, isJapanBusinessDate, type IsHoliday } from '@kabuto/domain';

export const isExchangeHoliday: IsHoliday = (date) => isCoveredByHolidayCalendar(date) && !isJapanBusinessDate(date);
