import { describe, expect, it } from 'vitest';
import { printerSettings, savePrinterSettings, subscribePrinterSettings } from './printer-settings';

describe('the printer settings', () => {
  it('print through the browser on 58 mm paper, cutting and printing each sale, until chosen otherwise', () => {
    expect(printerSettings()).toEqual({
      connection: 'none',
      paper: 58,
      cut: true,
      drawer: false,
      autoPrint: true,
      deviceName: null,
    });
  });

  it('keep the paper width and "print on sale" chosen before the printer had its own settings', () => {
    localStorage.setItem('banca.sell.paper_width', '80');
    localStorage.setItem('banca.sell.auto_print', 'false');
    expect(printerSettings()).toMatchObject({ paper: 80, autoPrint: false });
  });

  it('are remembered in this browser, tell who listens, and stay one object until they change', () => {
    let told = 0;
    const stop = subscribePrinterSettings(() => (told += 1));
    savePrinterSettings({ connection: 'serial', paper: 80, drawer: true, deviceName: 'Puerto serie' });
    expect(told).toBe(1);
    expect(JSON.parse(localStorage.getItem('banca.printer')!)).toMatchObject({
      connection: 'serial',
      paper: 80,
      drawer: true,
    });
    expect(printerSettings()).toBe(printerSettings());
    stop();
    savePrinterSettings({ cut: false });
    expect(told).toBe(1);
    expect(printerSettings()).toMatchObject({ connection: 'serial', cut: false });
  });

  it('fall back to the browser for anything stored that is not a setting', () => {
    localStorage.setItem('banca.printer', JSON.stringify({ connection: 'fax', paper: 110, cut: 'no' }));
    expect(printerSettings()).toMatchObject({ connection: 'none', paper: 58, cut: true });
    localStorage.setItem('banca.printer', '{not json');
    expect(printerSettings().connection).toBe('none');
  });
});
