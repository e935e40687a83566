import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

const photo = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A new product in the console with a White and a Red variant; answers its slug once the edit page shows. */
async function createTwoColourTee(page: Page): Promise<string> {
  const name = `Colour Swap Tee ${Date.now()}`;
  await openConsoleAs(page, 'staff', '/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(/^colour-swap-tee-\d+$/);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByLabel('Base price').fill('25');
  await page.getByLabel('Category').selectOption({ index: 1 });
  for (const colour of ['White', 'Red']) {
    await page.getByRole('button', { name: 'Add Variant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Variant name').fill(colour);
    await dialog.getByLabel('SKU').fill(`${slug}-${colour}`.toUpperCase());
    await dialog.getByLabel('Color').fill(colour);
    await dialog.getByLabel('Stock quantity').fill('5');
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  return slug;
}

test('when staff give the Red variant its own picture, then a fan choosing Red sees it in the gallery and on the cart line', async ({
  page,
}) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
  const slug = await createTwoColourTee(page);
  await page
    .getByLabel(/Add images/)
    .setInputFiles({ name: 'white.jpg', mimeType: 'image/jpeg', buffer: await photo('#eee') });
  await expect(page.getByTestId('product-image')).toHaveCount(1);

  const red = page.getByRole('group', { name: /^Red ·/ });
  await red
    .getByLabel('Upload pictures for Red')
    .setInputFiles({ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await photo('#d22') });
  await expect(red.getByText('Shows its own picture')).toBeVisible();
  await expect(red.getByRole('checkbox', { name: 'Image 2' })).toBeChecked();
  await expect(red.getByRole('checkbox', { name: 'Image 1' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: /^White ·/ }).getByText("Shows the product's images.")).toBeVisible();

  const product = (await (await page.request.get(`/api/products/${slug}`)).json()).product as {
    images: { id: number; imageUrl: string }[];
  };
  const [whiteUrl, redUrl] = product.images.map((image) => image.imageUrl);

  await page.goto(`/store/${slug}`);
  const gallery = page.getByTestId('gallery-image');
  await expect(gallery).toHaveAttribute('src', whiteUrl!);
  await page.getByRole('radio', { name: 'Red' }).check();
  await expect(gallery).toHaveAttribute('src', redUrl!);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Added to Cart/ })).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.locator('img')).toHaveAttribute('src', redUrl!);
});
