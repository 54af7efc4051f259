import { test } from '@playwright/test';
import { addAndExceed, bookAsGuestAndCancel, filterAndOpen, searchOffline } from './vehicles-flow';

test('carmarket: search offline, filter, open, add, exceed the count, book as a guest, cancel', async ({ page }) => {
  await searchOffline(page, 'carmarket');
  await filterAndOpen(page);
  await addAndExceed(page);
  await bookAsGuestAndCancel(page, 'carmarket');
});
