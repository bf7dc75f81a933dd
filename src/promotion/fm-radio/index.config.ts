export default definePageConfig({ navigationBarTitleText: '理财电台' });
