export default definePageConfig({ navigationBarTitleText: '中秋博饼' });
