export default definePageConfig({ navigationBarTitleText: '基金体检' });
