export default definePageConfig({ navigationBarTitleText: '自选基金' });
