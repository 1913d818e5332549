import { codeBlockHeight, isTallEnoughToCollapse } from './collapse';

describe('the collapse rule', () => {
  it('works out the height from the type tokens: 21px a line plus 32px of padding', () => {
    expect(codeBlockHeight(1)).toBe(53);
    expect(codeBlockHeight(20)).toBe(452);
  });

  it('collapses blocks over the 470px threshold that are also over the 30rem (480px) collapsed height', () => {
    expect(codeBlockHeight(21)).toBe(473);
    expect(isTallEnoughToCollapse(21)).toBe(false);
    expect(codeBlockHeight(22)).toBe(494);
    expect(isTallEnoughToCollapse(22)).toBe(true);
    expect(isTallEnoughToCollapse(200)).toBe(true);
  });
});
