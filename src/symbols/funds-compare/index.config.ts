export default definePageConfig({ navigationBarTitleText: '基金对比' });
