/**
 * Booking widgets in Chromium (issue 10 §2): an owner creates a widget on /settings/booking-list
 * and sees the preview follow colour and text before saving, copies the embed snippet, then runs
 * it on /widgetDebug: the script draws the button, which opens the booking page in an overlay
 * frame (the page loads, 200); Esc closes it and focus returns to the button.
 */
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string) => tr('de', `bookingWidgets:${key}`);

test.describe('booking widgets', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Nora', 'Widmer');
    await apiCall(baseURL as string, 'PATCH', `/api/clinics/${owner.centreId}/settings/online-presence`, { bookingEnabled: true }, owner.tokens.signInToken);
  });

  test('create with a live preview, copy the snippet, run it on the debug page', async ({ page, context, baseURL, snap }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const preview = page.getByTestId('widget-preview-button');
    let widgetId = '';

    await test.step('the preview follows the form before saving', async () => {
      await openSignedIn(page, owner, '/settings/booking-list?id=new');
      const form = page.locator('form#bookingWidget');
      await form.locator('input[name="name"]').fill('Praxis-Website');
      await expect(preview).toHaveText(tr('de', 'onlinePresence:defaultButtonText'));
      await form.locator('input[name="buttonColour"]').fill('#aa3300');
      await expect(preview).toHaveCSS('background-color', 'rgb(170, 51, 0)');
      await form.locator('input[name="buttonText"]').fill('Termin buchen');
      await expect(preview).toHaveText('Termin buchen');
      const before = await preview.boundingBox();
      await form.locator('select[name="buttonSize"]').selectOption('large');
      await expect.poll(async () => (await preview.boundingBox())?.height ?? 0).toBeGreaterThan(before?.height ?? 0);
      await expect(page.getByText(de('saveFirst'))).toBeVisible();
      await snap(page, 'new-widget-preview');
      const saved = page.waitForResponse((r) => r.url().includes('/bookings') && r.request().method() === 'POST');
      await form.locator('button[name="save"]').click();
      widgetId = (await (await saved).json()).id;
      expect(widgetId).toMatch(/^[0-9a-f-]{36}$/);
    });

    await test.step('the saved widget shows its snippet, which copies', async () => {
      await page.getByRole('cell', { name: 'Praxis-Website' }).click();
      const code = page.locator('textarea[name="embedCodeText"]');
      await expect(code).toHaveValue(new RegExp(`<script src="[^"]+/embed\\.js" data-kura-booking="${widgetId}" async></script>`));
      await page.getByRole('button', { name: de('copy') }).click();
      await expect(page.getByText(de('copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
      await snap(page, 'saved-widget-code');
    });

    await test.step('the snippet runs on a plain page and opens the booking page over it', async () => {
      await page.getByRole('link', { name: de('tryIt') }).click();
      await expect(page).toHaveURL(new RegExp(`/widgetDebug\\?id=${widgetId}$`));
      const button = page.getByTestId('embed-host').locator('.kura-booking button');
      await expect(button).toHaveText('Termin buchen');
      await expect(button).toHaveCSS('background-color', 'rgb(170, 51, 0)');
      await snap(page, 'debug-page-button');
      await button.click();
      const dialog = page.getByRole('dialog', { name: de('embed.dialogLabel') });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      const src = await frame.getAttribute('src');
      expect(src).toBe(`${new URL(page.url()).origin}/booking/${owner.centreId}/${await ownerId(baseURL as string, owner)}/0?widget=${widgetId}&lang=de`);
      const res = await fetch(`${baseURL}${new URL(src as string).pathname}${new URL(src as string).search}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBeNull();
      await expect(dialog.getByRole('button', { name: de('embed.close') })).toBeFocused();
      await snap(page, 'debug-page-overlay');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    await test.step('the booking view frames what clients see, with the consumer links', async () => {
      await page.getByRole('menuitem', { name: tr('de', 'menu:bookingView') }).click();
      await expect(page).toHaveURL(/\/booking-view$/);
      const booking = `${new URL(page.url()).origin}/booking/${owner.centreId}/${await ownerId(baseURL as string, owner)}/0`;
      await expect(page.getByTitle(de('view.frameTitle'))).toHaveAttribute('src', booking);
      await expect(page.getByRole('link', { name: booking })).toHaveCount(2);
      await page.getByRole('button', { name: de('view.copyLink') }).first().click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(booking);
      await snap(page, 'booking-view');
    });
  });
});

async function ownerId(baseURL: string, owner: OwnerAccount): Promise<string> {
  const me = await apiCall<{ user_id: string }>(baseURL, 'GET', '/api/auth/getUserFromToken', undefined, owner.tokens.signInToken);
  return me.user_id;
}
