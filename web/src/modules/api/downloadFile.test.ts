/**
 * @jest-environment jsdom
 */
import { tokenStore } from '../session/tokenStore';
import { dispositionFileName } from './contentDisposition';
import { downloadFile } from './downloadFile';

// jsdom has no fetch Response: the part of one downloadFile reads.
function answer(status: number, headers: Record<string, string>) {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    blob: async () => new Blob(['x']),
  }));
}

describe('downloadFile', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    tokenStore.set('token-1');
  });

  it("sends the token and saves the file under the server's name", async () => {
    const fetchMock = answer(200, {
      'content-type': 'application/vnd.ms-excel',
      'content-disposition': 'attachment; filename="documentacion-danes.xlsx"',
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    await downloadFile('/v1/x', 'fallback.xlsx', { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledWith('/v1/x', {
      method: 'POST',
      headers: { authorization: 'Bearer token-1' },
    });
    expect(saved).toEqual(['documentacion-danes.xlsx']);
  });

  it('posts a JSON body with its content type when one is given (a report to export)', async () => {
    const fetchMock = answer(200, { 'content-type': 'text/csv; charset=utf-8' });
    global.fetch = fetchMock as unknown as typeof fetch;
    await downloadFile('/v1/listado/custom?excel=true', 'Documento.csv', {
      method: 'POST',
      json: { vista: 'asociados' },
    });
    expect(fetchMock).toHaveBeenCalledWith('/v1/listado/custom?excel=true', {
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
      body: '{"vista":"asociados"}',
    });
    expect(saved).toEqual(['Documento.csv']);
  });

  it('ends the session on a 401, as the Apollo links do, and saves nothing', async () => {
    global.fetch = answer(401, { 'content-type': 'application/json' }) as unknown as typeof fetch;
    await expect(downloadFile('/v1/x', 'fallback.xlsx')).rejects.toThrow('401');
    expect(tokenStore.get()).toBeNull();
    expect(saved).toEqual([]);
  });

  it("reads the download's name from Content-Disposition", () => {
    expect(dispositionFileName('attachment; filename="documentacion-danes.xlsx"')).toBe(
      'documentacion-danes.xlsx',
    );
    expect(dispositionFileName("attachment; filename*=UTF-8''docs%20dan.xlsx")).toBe('docs dan.xlsx');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
