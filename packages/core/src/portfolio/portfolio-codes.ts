// Wire codes of portfolios: the topics a portfolio belongs to.

export const PortfolioTopicCode = {
  Xds: 'xds',
  PandorasBox: 'pandoras_box',
} as const;
export type PortfolioTopicCode = (typeof PortfolioTopicCode)[keyof typeof PortfolioTopicCode];

export const DEFAULT_PORTFOLIO_TOPIC: PortfolioTopicCode = PortfolioTopicCode.Xds;
