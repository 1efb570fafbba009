import { buildApk } from '../apps/api/src/modules/software/apk/apk-fixture';
import { expect, test } from './fixtures';

/** Herramientas › Actualizaciones: an APK is analysed, uploaded with the signed form and listed. */
test('analyse an APK, upload it and find it published in the list', async ({ page, signInAs }) => {
  await signInAs('admin');
  const versionCode = Math.floor(Date.now() / 1000) % 2_000_000_000;
  const apk = buildApk({ packageName: 'com.banca.taquilla', versionCode, versionName: '3.0.0-e2e', minSdk: 26 });
  await page.goto('/admin/tools/updates');
  await page.getByRole('button', { name: 'Subir versión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir versión' });
  await dialog.getByLabel('Archivo APK').setInputFiles({
    name: 'banca-3.0.0.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: apk,
  });
  await expect(dialog.getByText('com.banca.taquilla')).toBeVisible();
  await expect(dialog.getByText('3.0.0-e2e')).toBeVisible();
  await dialog.getByLabel('Notas de la versión').fill('Versión de prueba');
  await dialog.getByRole('button', { name: 'Registrar y subir' }).click();
  await expect(page.getByText('Versión publicada.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /3\.0\.0-e2e/ });
  await expect(row).toContainText('Disponible');
  await expect(row).toContainText(String(versionCode));

  // An image is no APK: refused with the server's reason.
  await page.getByRole('button', { name: 'Subir versión' }).click();
  await dialog
    .getByLabel('Archivo APK')
    .setInputFiles({ name: 'foto.apk', mimeType: 'image/png', buffer: Buffer.from('no soy un apk') });
  await expect(dialog.getByRole('alert')).toHaveText('El archivo no es un APK válido: No es un archivo ZIP.');
});
