export default definePageConfig({ navigationBarTitleText: '收益分析' });
