export default definePageConfig({ navigationBarTitleText: '选择基金' });
