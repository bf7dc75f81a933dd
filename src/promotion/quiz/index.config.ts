export default definePageConfig({ navigationBarTitleText: '新春答题' });
