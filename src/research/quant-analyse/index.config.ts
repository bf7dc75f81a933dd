export default definePageConfig({ navigationBarTitleText: '量化分析' });
