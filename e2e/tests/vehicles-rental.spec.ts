import { test } from '@playwright/test';
import { addAndExceed, bookAsGuestAndCancel, filterAndOpen, searchOffline } from './vehicles-flow';

test('rental: search offline, filter, open, add, exceed the count, book as a guest, cancel', async ({ page }) => {
  await searchOffline(page, 'rental');
  await filterAndOpen(page);
  await addAndExceed(page);
  await bookAsGuestAndCancel(page, 'rental');
});
