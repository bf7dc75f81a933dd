export default definePageConfig({ navigationBarTitleText: '持仓诊断' });
