import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('pixel_pat')).toBe('pixel_pat');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('writes numbers and booleans as they are, and null as an empty cell', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['name', 'count'],
        [
          ['a', 1],
          ['-b', null],
        ],
      ),
    ).toBe("name,count\r\na,1\r\n'-b,\r\n");
    expect(toCsv(['only'], [])).toBe('only\r\n');
  });
});
