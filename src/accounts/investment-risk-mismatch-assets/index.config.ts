export default definePageConfig({ navigationBarTitleText: '持仓风险提示' });
