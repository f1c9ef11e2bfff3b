import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('names the file after the South African day of the download', () => {
    expect(exportFileName('csv', Date.UTC(2026, 10, 23, 9, 0))).toBe('mzansi-fix-reports-2026-11-23.csv');
    // 23:30 UTC is already the next day in South Africa (UTC+2).
    expect(exportFileName('geojson', Date.UTC(2026, 10, 22, 23, 30))).toBe('mzansi-fix-reports-2026-11-23.geojson');
  });
});
