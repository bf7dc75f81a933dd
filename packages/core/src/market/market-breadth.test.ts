import { breadthShares } from './market-breadth';

describe('market breadth', () => {
  it('splits the stocks into whole percents adding up to 100', () => {
    expect(breadthShares(30, 10, 20)).toEqual({ rise: 50, draw: 17, drop: 33 });
    expect(breadthShares(1, 1, 1)).toEqual({ rise: 33, draw: 34, drop: 33 });
  });

  it('shows an empty market as all flat', () => {
    expect(breadthShares(0, 0, 0)).toEqual({ rise: 0, draw: 100, drop: 0 });
  });
});
