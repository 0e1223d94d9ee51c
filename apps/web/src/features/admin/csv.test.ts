import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export cells', () => {
  it('neutralise every leading character a spreadsheet reads as a formula: = + - @ TAB CR', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${lead}HYPERLINK("x")`)).toBe(`"'${lead}HYPERLINK(""x"")"`);
    }
  });

  it('leave other text as it is, quoted, with quotes doubled; objects as JSON; nothing as empty', () => {
    expect(csvCell('plain "text"')).toBe('"plain ""text"""');
    expect(csvCell(' =1')).toBe('" =1"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv(['id', 'note'], [{ id: 1, note: '@x' }])).toBe('id,note\r\n"1","\'@x"');
  });
});
