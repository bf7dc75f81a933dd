export default definePageConfig({ navigationBarTitleText: '精选基金组合' });
